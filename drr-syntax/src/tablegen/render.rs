//! The bridge from evaluated records to the existing back ends.
//!
//! - Records deriving from `Op`, `Dialect`, the constraint classes,
//!   `NativeCodeCall`, `ConstantAttr` and the pass-through ODS classes
//!   become items of the ODS syntax tree ([`crate::ods::ast`]), with the
//!   built-in class's evaluated arguments and `let` fields, predicates
//!   compiled ([`pred`]) and Rust bodies given their bindings
//!   ([`code`]); `ods!`'s lowering, checks and generator then
//!   run as before.
//! - Records deriving from `Pat` / `Pattern` become the token streams of
//!   their template arguments, with the spans of the tokens they were
//!   written with, for `pat!`'s parser and checker.
//! - An anonymous instance of a class of the block that the back ends can
//!   only use by name (a constraint or NativeCodeCall class instantiated
//!   with arguments, `HasRankOf<2>`; any type or attribute constraint
//!   instance) is *hoisted*: it becomes an item with a hidden,
//!   deterministic name (`__drr_HasRankOf_<hash>`: the hash of the class,
//!   the arguments and the block), generated once per block however often
//!   it is used, and the reference becomes that name. Instances of the
//!   built-in `NativeCodeCall<…>`, `Constraint<…>`, `ConstantAttr<…>` are
//!   written inline, as `pat!` accepts them.

use std::collections::HashMap;
use std::hash::{Hash, Hasher};

use proc_macro2::{Delimiter, Group, Punct, Spacing, Span, TokenStream, TokenTree};
use quote::{ToTokens, format_ident, quote};
use syn::{Ident, LitStr};

use super::MAX_NESTING;
use super::ast::CodeKind;
use super::code;
use super::eval::{EResult, Eval, Fail};
use super::pred;
use super::prelude::Builtin;
use super::value::*;
use crate::ods::Ctxt;
use crate::ods::ast as ods;
use crate::pattern::ast::PatternKind;

/// The fields of `Pattern` (`PatternBase.td`), in the order of its
/// template arguments, and the type of each.
const PATTERN_FIELDS: [(&str, &str); 5] = [
    ("sourcePattern", "dag"),
    ("resultPatterns", "list<dag>"),
    ("constraints", "list<dag>"),
    ("supplementalPatterns", "list<dag>"),
    ("benefitDelta", "dag"),
];

/// Applies `let name = v` to a pattern record's arguments `args` (as
/// written, defaults not filled in): TableGen sets the `Pattern` field the
/// argument initialised. `resultPatterns` on a `Pat` makes it a `Pattern`
/// (a `Pat`'s one result is the list `[result]`).
fn pattern_let(
    kind: &mut PatternKind,
    args: &mut Vec<Value>,
    name: &Ident,
    v: &Value,
) -> EResult<()> {
    let Some(i) = PATTERN_FIELDS.iter().position(|(f, _)| name == f) else {
        let fields: Vec<String> = PATTERN_FIELDS
            .iter()
            .map(|(f, _)| format!("`{f}`"))
            .collect();
        return err(
            name.span(),
            format!(
                "`{name}` is no field of a pattern record (its fields: {})",
                fields.join(", ")
            ),
        );
    };
    let ty = PATTERN_FIELDS[i].1;
    let fits = match v {
        Value::Dag(_) => ty == "dag",
        Value::List(items, _) => ty != "dag" && items.iter().all(|x| matches!(x, Value::Dag(_))),
        _ => false,
    };
    if !fits {
        // At the name, as TableGen reports it.
        return err(
            name.span(),
            format!("field `{name}` of type `{ty}` is incompatible with the value given"),
        );
    }
    if i == 1 && *kind == PatternKind::Pat {
        *kind = PatternKind::Pattern;
    }
    // The arguments before the one set keep their defaults: `[]` for the
    // constraint and supplemental lists (a `Pat`'s result and the source
    // are always written).
    while args.len() < i {
        args.push(Value::List(Vec::new().into(), name.span()));
    }
    if i < args.len() {
        args[i] = v.clone();
    } else {
        args.push(v.clone());
    }
    Ok(())
}

fn err<T>(span: Span, msg: impl std::fmt::Display) -> EResult<T> {
    Err(Fail::Err(syn::Error::new(span, msg)))
}

/// Which macro the records are rendered for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// `ods!`: ops, dialects, constraints, natives, enums.
    Ods,
    /// `patterns!`: patterns, constraints, natives.
    Patterns,
}

/// A pattern record, rendered.
#[derive(Debug)]
pub struct PatternRecord {
    /// Its name (`None` for `def : Pat<…>`).
    pub name: Option<Ident>,
    /// `Pat` or `Pattern`.
    pub kind: PatternKind,
    /// The template arguments as tokens.
    pub body: TokenStream,
    /// The `def`'s span.
    pub span: Span,
}

/// The renderer.
pub struct Render<'e, 'a> {
    ev: &'e Eval<'a>,
    cx: &'a Ctxt,
    salt: u64,
    hoisted: Vec<ods::Item>,
    hoist_names: HashMap<String, Ident>,
    dialect_recs: Vec<RecId>,
    depth: usize,
    /// The block has an `include` line: an op naming a dialect record the
    /// block does not define names one of another block (fetched).
    pub includes: bool,
    /// That dialect record's name, if an op names one.
    pub fetch_dialect: Option<Ident>,
}

/// A stable 64-bit FNV-1a hash.
pub fn fnv(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in bytes {
        h ^= u64::from(*b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

impl<'e, 'a> Render<'e, 'a> {
    /// A renderer over `ev`'s records; `salt` makes hidden names unique to
    /// the block.
    pub fn new(ev: &'e Eval<'a>, salt: u64) -> Self {
        Render {
            ev,
            cx: ev.cx,
            salt,
            hoisted: Vec::new(),
            hoist_names: HashMap::new(),
            dialect_recs: Vec::new(),
            depth: 0,
            includes: false,
            fetch_dialect: None,
        }
    }

    fn report(&self, f: Fail) {
        if let Fail::Err(e) = f {
            self.cx.push(e);
        }
    }

    /// True if any instance was hoisted.
    pub fn hoisted_any(&self) -> bool {
        !self.hoist_names.is_empty()
    }

    /// The hoisted items created so far.
    pub fn take_hoisted(&mut self) -> Vec<ods::Item> {
        std::mem::take(&mut self.hoisted)
    }

    /// The ODS items of the block's records (and, for `patterns!`, the
    /// pattern records).
    pub fn render(&mut self, target: Target) -> (ods::OdsInput, Vec<PatternRecord>) {
        let mut items = Vec::new();
        let mut patterns = Vec::new();
        for (name, fields) in &self.ev.dialects {
            if target == Target::Patterns {
                self.cx.error(
                    name.span(),
                    "`dialect` declarations belong in `ods!`, not `patterns!`",
                );
                continue;
            }
            let mut out = Vec::new();
            for (n, v) in fields {
                match self.ods_value(v) {
                    Ok(value) => out.push(ods::Field {
                        name: n.clone(),
                        value,
                    }),
                    Err(f) => self.report(f),
                }
            }
            items.push(ods::Item::Dialect(ods::DialectDecl {
                name: name.clone(),
                record: None,
                fields: out,
            }));
        }
        let dialect_of_ops = self.dialect_of_ops();
        let mut failed = self.ev.failed.clone();
        let mut other_dialects = Vec::new();
        for &r in &self.ev.defs {
            let rec = &self.ev.records[r];
            if rec.invalid {
                continue;
            }
            if rec.buildable_generic().is_some()
                && let Some(name) = rec.name.clone()
            {
                match self.record_def(r, name, None) {
                    Ok(Some(d)) => items.push(ods::Item::Def(d)),
                    Ok(None) => {}
                    Err(f) => {
                        if let Some(n) = &self.ev.records[r].name {
                            failed.insert(n.to_string());
                        }
                        self.report(f);
                    }
                }
                continue;
            }
            let Some(k) = rec.kind() else { continue };
            let name = rec.name.clone();
            // A builder record (`def B : OpBuilder<(ins …), body>`, LLVM's
            // `LLVM_OneResultOpBuilder`, TOSA's quantization builders) is
            // no item of its own: ops name it in `let builders = [B]`,
            // where it stands for its `OpBuilder<…>` value. Its body is
            // checked here, where it is written, so an unused one with a
            // C++ body is reported too; uses of a failed one say nothing more.
            if k.class == Builtin::Passthrough("OpBuilder") {
                if let Err(f) = self.builder_record_body(r) {
                    if let Some(n) = &rec.name {
                        failed.insert(n.to_string());
                    }
                    self.report(f);
                }
                continue;
            }
            // A dialect record next to the one the block's ops belong to
            // (what pasting an included file brings, such as the dialect
            // whose types the ops use): a name for `DialectType<…>` only.
            if k.class == Builtin::Dialect && dialect_of_ops.is_some_and(|d| d != r) {
                if let (Some(n), Some(Value::Str(ns, _))) = (&rec.name, rec.let_value("name")) {
                    other_dialects.push((n.to_string(), ns.to_string()));
                }
                continue;
            }
            let res = match (k.class, target) {
                (Builtin::Pat | Builtin::Pattern, Target::Patterns) => {
                    self.pattern(r).map(|p| patterns.push(p))
                }
                (Builtin::Pat | Builtin::Pattern, Target::Ods) => err(
                    k.span,
                    "pattern records (`Pat`, `Pattern`) belong in `patterns!`, not `ods!`",
                ),
                (Builtin::Op | Builtin::Dialect, Target::Patterns) => err(
                    k.span,
                    format!(
                        "`{}` records belong in `ods!`, not `patterns!`",
                        k.class.name()
                    ),
                ),
                (Builtin::Dialect, Target::Ods) => self.dialect_item(r).map(|d| items.push(d)),
                (_, _) => {
                    let Some(name) = name else {
                        self.cx.error(
                            rec.span,
                            format!("a `{}` record needs a name: `def Name : …`", k.class.name()),
                        );
                        continue;
                    };
                    // Predicates mean something to patterns only inline.
                    if k.class.is_pred() && target == Target::Patterns {
                        continue;
                    }
                    let def = if k.class == Builtin::Op {
                        self.op_def(r, name)
                    } else {
                        self.record_def(r, name, None)
                    };
                    def.map(|d| {
                        if let Some(d) = d {
                            items.push(ods::Item::Def(d));
                        }
                    })
                }
            };
            if let Err(f) = res {
                // Uses of the record are follow-on errors.
                if let Some(n) = &self.ev.records[r].name {
                    failed.insert(n.to_string());
                }
                self.report(f);
            }
        }
        items.extend(self.take_hoisted());
        // Named generics: their values, where they convert (an error here
        // would be about a record nobody may use; its uses report it).
        let mut generic_defs = Vec::new();
        for (name, g) in self.ev.generic_defs.clone() {
            if let Ok(v) = self.ods_value(&Value::Ext(g)) {
                generic_defs.push((name, v));
            }
        }
        items.extend(self.take_hoisted());
        (
            ods::OdsInput {
                items,
                failed,
                other_dialects,
                imported: Vec::new(),
                imported_records: Default::default(),
                fetch_dialect: None,
                imported_ops: Vec::new(),
                includes: false,
                generic_defs,
            },
            patterns,
        )
    }

    /// Checks a builder record's arguments: `(ins …)` and a Rust block,
    /// as ODS's `OpBuilder<dag, code body>` after the README's edits.
    fn builder_record_body(&self, r: RecId) -> EResult<()> {
        let rec = &self.ev.records[r];
        let Some(k) = rec.kind() else {
            return Ok(());
        };
        match k.args.as_slice() {
            [Value::Dag(_), Value::Code(c)] if c.kind == CodeKind::Block => Ok(()),
            [Value::Dag(_), Value::Str(_, s)] => err(
                *s,
                "the body of this builder record is C++: write it in Rust, as a block `{ … }` evaluating to the `drr::OperationState` (`$_builder` is the context, `$_loc` the location), or delete the record and its uses in `let builders`",
            ),
            [Value::Dag(_), other] => err(
                other.span(),
                "expected the builder body: a Rust block `{ … }`",
            ),
            [Value::Dag(_)] => err(
                k.span,
                "a builder record without a body is declared in C++: give it a Rust body `OpBuilder<(ins …), { … }>`, or delete the record and its uses in `let builders`",
            ),
            _ => err(
                k.span,
                "expected `OpBuilder<(ins \"Type\":$name, …), { Rust body }>`",
            ),
        }
    }

    /// The dialect record the block's ops name (`Op<X_Dialect, …>`), when
    /// the block defines several `Dialect` records and its ops all name
    /// the same one: that is the block's dialect, and the other records
    /// are only names (`DialectType<HWDialect, …>` of a pasted include),
    /// as for mlir-tblgen's `-dialect=` selection. `None` otherwise (one
    /// dialect record or none, or ops of several: the lowering reports
    /// more than one dialect).
    fn dialect_of_ops(&self) -> Option<RecId> {
        let is_dialect = |r: RecId| {
            self.ev.records[r]
                .kind()
                .is_some_and(|k| k.class == Builtin::Dialect)
        };
        let dialects = self.ev.defs.iter().filter(|&&r| is_dialect(r)).count();
        if dialects < 2 {
            return None;
        }
        let mut named = None;
        for &r in &self.ev.defs {
            let rec = &self.ev.records[r];
            let Some(k) = rec.kind() else { continue };
            if rec.invalid || k.class != Builtin::Op {
                continue;
            }
            if let Some(Value::Rec(d, _)) = k.args.first()
                && is_dialect(*d)
            {
                match named {
                    None => named = Some(*d),
                    Some(n) if n == *d => {}
                    Some(_) => return None,
                }
            }
        }
        named
    }

    // ------------------------------------------------------------------
    // ODS records
    // ------------------------------------------------------------------

    fn dialect_item(&mut self, r: RecId) -> EResult<ods::Item> {
        self.dialect_recs.push(r);
        let rec = &self.ev.records[r];
        let Some(Value::Str(name, span)) = rec.let_value("name") else {
            return err(
                rec.name.as_ref().map_or(rec.span, |n| n.span()),
                "a `Dialect` record needs its namespace: `let name = \"…\";`",
            );
        };
        // A Rust keyword is a fine namespace (`async`): only its text
        // and CamelCase form are used.
        let Ok(mut ident) =
            syn::parse::Parser::parse_str(<Ident as syn::ext::IdentExt>::parse_any, name)
        else {
            return err(
                *span,
                format!("dialect name `{name}` is not a valid identifier"),
            );
        };
        ident.set_span(*span);
        /// Fields that only affect C++ generation or documentation
        /// (`cppNamespace` is kept: it qualifies the dialect's ops' C++
        /// names in other blocks' records; `usePropertiesForAttributes`
        /// too: `0` is an error).
        const IGNORED: &[&str] = &[
            "name",
            "summary",
            "description",
            "dependentDialects",
            "extraClassDeclaration",
            "useDefaultTypePrinterParser",
            "useDefaultAttributePrinterParser",
            "discardableAttrs",
            "isExtensible",
            "hasOperationAttrVerify",
            "hasRegionArgAttrVerify",
            "hasRegionResultAttrVerify",
            "hasOperationInterfaceFallback",
            "hasNonDefaultDestructor",
            "hasCanonicalizer",
            "emitAccessorPrefix",
            "useFoldAPI",
        ];
        let mut fields = Vec::new();
        for (n, v) in &rec.lets {
            if IGNORED.iter().any(|i| n == i) {
                continue;
            }
            fields.push(ods::Field {
                name: n.clone(),
                value: self.ods_value(v)?,
            });
        }
        Ok(ods::Item::Dialect(ods::DialectDecl {
            name: ident,
            record: rec.name.clone(),
            fields,
        }))
    }

    /// True if Rust code names, through a template argument, a type
    /// constraint without a builder (`PDL_RangeOf<PDL_AnyType>`: ODS's
    /// `PDL_AnyType.builderCall` is empty, so the range's builder is C++
    /// that is never compiled; here it would not compile).
    fn names_unbuildable_type(&self, c: &super::value::CodeVal) -> bool {
        c.bindings.iter().any(|b| {
            let Value::Ext(x) = &b.value else { return false };
            let Some(name) = x.path.as_ident().map(ToString::to_string) else {
                return false;
            };
            if x.args.is_some() {
                return false;
            }
            if let Some(id) = self.ev.def_named(&name) {
                let rec = &self.ev.records[id];
                let typedef = rec
                    .builtins
                    .last()
                    .is_some_and(|b| b.class == Builtin::Passthrough("TypeDef"));
                let type_constraint = rec
                    .kind()
                    .is_some_and(|k| k.class == Builtin::TypeConstraint);
                let buildable = rec.let_value("builderCall").is_some()
                    || (typedef
                        && !matches!(rec.let_value("parameters"), Some(Value::Dag(d)) if !d.args.is_empty()));
                return (typedef || type_constraint) && !buildable;
            }
            crate::stdlib::lib_constraint(&name) == Some(crate::stdlib::Kind::Type)
                && !crate::ods::generate::BUILDABLE_LIB_TYPES.contains(&name.as_str())
        })
    }

    /// True if the block declares a dialect (`dialect NAME;` or a
    /// `Dialect` record, its own or fetched).
    fn block_has_dialect(&self) -> bool {
        !self.ev.dialects.is_empty()
            || self.ev.defs.iter().any(|&d| {
                self.ev.records[d]
                    .kind()
                    .is_some_and(|k| k.class == Builtin::Dialect)
            })
    }

    fn op_def(&mut self, r: RecId, name: Ident) -> EResult<Option<ods::Def>> {
        let rec = &self.ev.records[r];
        let k = rec.kind().expect("an op record");
        let args = &k.args;
        let dialect_arg = match args.first() {
            Some(Value::Rec(d, _)) => self.ev.records[*d]
                .kind()
                .is_some_and(|k| k.class == Builtin::Dialect),
            Some(Value::Ext(x)) => x.args.is_none() && matches!(args.get(1), Some(Value::Str(..))),
            _ => false,
        };
        let rest: &[Value] = if dialect_arg {
            if let Some(Value::Ext(x)) = args.first()
                && !self.block_has_dialect()
            {
                // The dialect record of a file the block includes
                // (`MemRefOps.td`'s `MemRef_Dialect` of `MemRefBase.td`):
                // fetched from its block, as other records are.
                if self.includes
                    && let Some(id) = x.path.as_ident()
                {
                    if self.fetch_dialect.is_none() {
                        self.fetch_dialect = Some(id.clone());
                    }
                    return Ok(None);
                }
                return err(
                    x.span,
                    format!(
                        "the dialect record `{}` is not defined in this `ods!` block: define it here (`def {} : Dialect {{ let name = \"…\"; }}`), or, if another block defines it, give this block an `include \"…\";` line (as a `.td` file includes its dialect's file) with a `use` of that block's module",
                        x.path.display(),
                        x.path.display()
                    ),
                );
            }
            &args[1..]
        } else {
            args
        };
        let mut out_args = Vec::new();
        for a in rest {
            out_args.push(self.ods_value(a)?);
        }
        let fields = self.lets(r, &[])?;
        Ok(Some(ods::Def {
            docs: rec.docs.clone(),
            name,
            class: Ident::new("Op", k.span),
            args: out_args,
            fields,
        }))
    }

    /// The record's `let`s (last one of a name wins), except `skip`.
    fn lets(&mut self, r: RecId, skip: &[&str]) -> EResult<Vec<ods::Field>> {
        let rec = &self.ev.records[r];
        let mut out: Vec<ods::Field> = Vec::new();
        for (n, v) in &rec.lets {
            if skip.iter().any(|s| n == s) {
                continue;
            }
            if v.is_unset() {
                continue;
            }
            let value = self.ods_value(v)?;
            match out.iter_mut().find(|f| f.name == *n) {
                Some(f) => f.value = value,
                None => out.push(ods::Field {
                    name: n.clone(),
                    value,
                }),
            }
        }
        Ok(out)
    }

    /// The ODS item of a constraint, NativeCodeCall, constant or
    /// pass-through record, named `name`. `display` is the summary to use
    /// when the record gives none (hoisted instances).
    fn record_def(
        &mut self,
        r: RecId,
        name: Ident,
        display: Option<String>,
    ) -> EResult<Option<ods::Def>> {
        let rec = &self.ev.records[r];
        if let Some(g) = rec.buildable_generic().cloned() {
            let docs = rec.docs.clone();
            // A builder naming a template argument that is not a Rust item
            // (`PDL_RangeOf<AnyTypeOf<[…]>>`, whose element has no builder
            // in ODS either): the instance is not buildable.
            let skip: &[&str] = match rec.let_value("builderCall") {
                Some(Value::Code(c))
                    if code::has_unbindable(c) || self.names_unbuildable_type(c) =>
                {
                    &["builderCall"]
                }
                _ => &[],
            };
            return Ok(Some(ods::Def {
                docs,
                name,
                class: Ident::new("TypeConstraint", g.span),
                args: vec![self.ods_value(&Value::Ext(g))?],
                fields: self.lets(r, skip)?,
            }));
        }
        let Some(k) = rec.kind() else { return Ok(None) };
        let k = k.clone();
        let class = Ident::new(k.class.name(), k.span);
        let docs = rec.docs.clone();
        let mut args = Vec::new();
        let fields = match k.class {
            b if b.is_constraint() => {
                let pred_v = rec.let_value("predicate").or(k.args.first()).cloned();
                let summary = rec.let_value("summary").or(k.args.get(1)).cloned();
                let Some(pred_v) = pred_v.filter(|p| !p.is_unset()) else {
                    return err(
                        k.end,
                        format!(
                            "`{}` needs a predicate: `{}<|ctx, v| …, \"summary\">`",
                            b.name(),
                            b.name()
                        ),
                    );
                };
                let alias = b != Builtin::Constraint
                    && matches!(&pred_v, Value::Ext(x) if x.args.is_none())
                    && summary.as_ref().is_none_or(|s| s.is_unset());
                if alias {
                    args.push(self.ods_value(&pred_v)?);
                } else {
                    let tokens = pred::compile(self.ev, &pred_v)?;
                    args.push(pred_value(tokens, pred_v.span())?);
                    match summary.filter(|s| !s.is_unset()) {
                        Some(Value::Str(s, span)) => {
                            args.push(ods::Value::Str(LitStr::new(&s, span)))
                        }
                        // A field of a record of another block being
                        // fetched (`Other.summary`): this round is discarded.
                        Some(other) if self.ev.is_pending_fetch(&other) => {
                            args.push(ods::Value::Str(LitStr::new("", other.span())))
                        }
                        Some(other) => {
                            return err(
                                other.span(),
                                format!("expected the summary string, found {}", other.describe()),
                            );
                        }
                        None => {
                            let text = display.unwrap_or_else(|| name.to_string());
                            args.push(ods::Value::Str(LitStr::new(&text, k.span)));
                        }
                    }
                    // `AttrConstraint`'s storage type, `PropConstraint`'s
                    // interface type.
                    if matches!(b, Builtin::AttrConstraint | Builtin::PropConstraint)
                        && let Some(st) = k.args.get(2).filter(|v| !v.is_unset())
                    {
                        args.push(self.ods_value(st)?);
                    }
                }
                self.lets(r, &["predicate", "summary", "description"])?
            }
            b if b.is_native() => {
                let body = rec.let_value("expression").or(k.args.first()).cloned();
                match body {
                    Some(Value::Code(c)) if c.kind == CodeKind::Closure => {
                        let closure = code::closure(&c)?;
                        if let Some(at) = crate::native::misplaced_rest(&closure) {
                            return err(at, crate::native::MSG_MISPLACED_REST);
                        }
                        args.push(ods::Value::Closure(closure));
                    }
                    Some(Value::Ext(x)) if x.args.is_none() => {
                        args.push(self.ods_value(&Value::Ext(x))?)
                    }
                    Some(Value::Str(_, s)) => {
                        return err(
                            s,
                            format!(
                                "`{}` bodies are Rust, not C++: write a closure `|…| …` or a path to a `pub fn`",
                                b.name()
                            ),
                        );
                    }
                    Some(other) if !other.is_unset() => {
                        return err(
                            other.span(),
                            format!(
                                "expected a closure or a path to a fn as the body of `{}`",
                                b.name()
                            ),
                        );
                    }
                    _ => {
                        return err(
                            k.end,
                            format!("`{}` needs a body: `{}<|…| …>`", b.name(), b.name()),
                        );
                    }
                }
                for a in k.args.iter().skip(1) {
                    args.push(self.ods_value(a)?);
                }
                self.lets(r, &["expression"])?
            }
            // A named predicate (`def HasNo0Dimensions : And<[…]>;`):
            // `def P : Pred<predicate>;`, which ODS uses where a constraint
            // names it (`TensorOf<[…], [HasNo0Dimensions]>`). A predicate
            // that does not compile is passed on as its message, reported
            // only if a constraint uses it (an unused C++ predicate is fine).
            b if b.is_pred() => {
                let pred = match pred::compile(self.ev, &Value::Rec(r, rec.span)) {
                    Ok(tokens) => pred_value(tokens, rec.span)?,
                    Err(Fail::Err(e)) => {
                        let first = e.into_iter().next().expect("an error");
                        ods::Value::Str(LitStr::new(&first.to_string(), first.span()))
                    }
                    Err(other) => return Err(other),
                };
                return Ok(Some(ods::Def {
                    docs,
                    name,
                    class: Ident::new("Pred", k.span),
                    args: vec![pred],
                    fields: Vec::new(),
                }));
            }
            Builtin::Arguments | Builtin::Results => return Ok(None),
            // A type, attribute or enum attribute of the dialect of a file
            // the block includes (`NVGPUTypes.td`'s `TypeDef<NVGPU_Dialect,
            // …>` of `NVGPU.td`): the dialect record is fetched from its
            // block, as for an op's.
            Builtin::Passthrough("TypeDef" | "AttrDef" | "EnumAttr")
                if self.includes && !self.block_has_dialect() =>
            {
                if let Some(Value::Ext(x)) = k.args.first()
                    && x.args.is_none()
                    && let Some(id) = x.path.as_ident()
                {
                    if self.fetch_dialect.is_none() {
                        self.fetch_dialect = Some(id.clone());
                    }
                    return Ok(None);
                }
                for a in &k.args {
                    args.push(self.ods_value(a)?);
                }
                self.lets(r, &[])?
            }
            _ => {
                for a in &k.args {
                    args.push(self.ods_value(a)?);
                }
                self.lets(r, &[])?
            }
        };
        Ok(Some(ods::Def {
            docs,
            name,
            class,
            args,
            fields,
        }))
    }

    /// The hidden name of anonymous record `r` (hoisting it the first time).
    fn hoist(&mut self, r: RecId, at: Span) -> EResult<Ident> {
        let rec = &self.ev.records[r];
        let Some((_, class, args)) = rec.instance_of.clone() else {
            return err(at, "internal error: hoisting a named record");
        };
        let mut parts = Vec::new();
        for a in &args {
            parts.push(self.display(a)?);
        }
        let display = format!("{class}<{}>", parts.join(", "));
        if let Some(id) = self.hoist_names.get(&display) {
            let mut id = id.clone();
            id.set_span(at);
            return Ok(id);
        }
        let mut h = std::collections::hash_map::DefaultHasher::new();
        display.hash(&mut h);
        let hash = fnv(format!("{display}#{:x}#{:x}", h.finish(), self.salt).as_bytes());
        let ident = format_ident!("__drr_{}_{:016x}", class, hash, span = rec.span);
        self.hoist_names.insert(display.clone(), ident.clone());
        if let Some(mut def) = self.record_def(r, ident.clone(), Some(display))? {
            def.docs.clear();
            self.hoisted.push(ods::Item::Def(def));
        }
        let mut id = ident;
        id.set_span(at);
        Ok(id)
    }

    /// The name of anonymous enum record `r` (`I32EnumAttr<"Mode", "…",
    /// [cases]>` with its `let` fields): its C++ class name (the first
    /// argument), as mlir-tblgen names the enum, the record defined under
    /// it the first time. An enum whose name is not an identifier gets a
    /// hidden one.
    fn hoist_enum(&mut self, r: RecId, at: Span) -> EResult<Ident> {
        let rec = &self.ev.records[r];
        let k = rec.kind().expect("checked by the caller");
        let name = match k.args.first() {
            Some(Value::Str(n, _)) => syn::parse_str::<Ident>(n).ok(),
            _ => None,
        };
        let Some(name) = name else {
            return self.hoist(r, at);
        };
        let key = format!("enum#{name}");
        if let Some(id) = self.hoist_names.get(&key) {
            let mut id = id.clone();
            id.set_span(at);
            return Ok(id);
        }
        let ident = Ident::new(&name.to_string(), rec.span);
        self.hoist_names.insert(key, ident.clone());
        if let Some(def) = self.record_def(r, ident.clone(), None)? {
            self.hoisted.push(ods::Item::Def(def));
        }
        let mut id = ident;
        id.set_span(at);
        Ok(id)
    }

    /// True if record `r` (named or not) is an instance of a predicate
    /// class (`CPred<…>`, `And<[…]>`, …).
    fn is_pred(&self, r: RecId) -> bool {
        self.ev.records[r].kind().is_some_and(|k| k.class.is_pred())
    }

    /// The hidden `TypeConstraint<pred, "">` item standing for predicate
    /// `v` where a type constraint is expected (see `ods_value`), named
    /// by the Rust the predicate compiles to.
    fn hoist_pred(&mut self, v: &Value, at: Span) -> EResult<Ident> {
        let tokens = pred::compile(self.ev, v)?;
        let display = format!(
            "TypeConstraint<{}>",
            crate::pattern::ast::display_tokens(&tokens)
        );
        if let Some(id) = self.hoist_names.get(&display) {
            let mut id = id.clone();
            id.set_span(at);
            return Ok(id);
        }
        let hash = fnv(format!("{display}#{:x}", self.salt).as_bytes());
        let ident = format_ident!("__drr_Pred_{:016x}", hash, span = at);
        self.hoist_names.insert(display, ident.clone());
        self.hoisted.push(ods::Item::Def(ods::Def {
            docs: Vec::new(),
            name: ident.clone(),
            class: Ident::new("TypeConstraint", at),
            args: vec![
                pred_value(tokens, at)?,
                ods::Value::Str(LitStr::new("", at)),
            ],
            fields: Vec::new(),
        }));
        Ok(ident)
    }

    /// A value as text, for hidden names and summaries.
    /// True if record `r` is an unnamed instance of a predicate class
    /// (`CPred<…>`, `And<[…]>`, …).
    fn is_anonymous_pred(&self, r: RecId) -> bool {
        let rec = &self.ev.records[r];
        rec.name.is_none() && rec.kind().is_some_and(|k| k.class.is_pred())
    }

    fn display(&mut self, v: &Value) -> EResult<String> {
        Ok(match v {
            Value::Str(s, _) => format!("{s:?}"),
            Value::Code(c) => c.tokens.to_string(),
            // A predicate argument (`AttrConstraint<CPred<…>, "…">` written
            // inline, as CIRCT's LLHD canonicalization does) has no pattern
            // tokens of its own: it is named by the Rust it compiles to.
            Value::Rec(r, _) if self.is_anonymous_pred(*r) => {
                crate::pattern::ast::display_tokens(&pred::compile(self.ev, v)?)
            }
            other => crate::pattern::ast::display_tokens(&self.tokens(other)?),
        })
    }

    /// Converts a value into the ODS syntax tree.
    pub fn ods_value(&mut self, v: &Value) -> EResult<ods::Value> {
        if self.depth > 2 * MAX_NESTING {
            return err(v.span(), "value nested too deeply");
        }
        self.depth += 1;
        let r = self.ods_value_inner(v);
        self.depth -= 1;
        r
    }

    fn ods_value_inner(&mut self, v: &Value) -> EResult<ods::Value> {
        Ok(match v {
            Value::Unset(s) | Value::BitRef(_, _, s) => {
                return err(*s, "expected a value, found `?` (unset)");
            }
            Value::Bit(b, s) => ods::Value::Class(ods::ClassRef {
                path: vec![Ident::new(if *b { "true" } else { "false" }, *s)],
                leading_colon: false,
                args: None,
            }),
            Value::Int(i, s) => ods::Value::Int(*i, *s, int_tokens(*i, *s)),
            Value::Float(f, s, t) => ods::Value::Float(*f, *s, t.clone()),
            Value::Str(t, s) => ods::Value::Str(LitStr::new(t, *s)),
            Value::Code(c) => match c.kind {
                CodeKind::Closure => ods::Value::Closure(code::closure(c)?),
                CodeKind::Block => {
                    let lets = code::binding_stmts(&c.bindings, &[]);
                    let t = &c.tokens;
                    ods::Value::Code(c.span, quote!(#lets #t))
                }
                CodeKind::Fns => {
                    let parser = |input: syn::parse::ParseStream| -> syn::Result<Vec<syn::ItemFn>> {
                        let mut fns = Vec::new();
                        while !input.is_empty() {
                            fns.push(input.parse::<syn::ItemFn>()?);
                            if input.peek(syn::Token![,]) {
                                input.parse::<syn::Token![,]>()?;
                            }
                        }
                        Ok(fns)
                    };
                    let fns = syn::parse::Parser::parse2(parser, c.tokens.clone())?;
                    ods::Value::Fns(c.span, fns)
                }
            },
            Value::List(items, s) => {
                let mut out = Vec::with_capacity(items.len());
                for it in items.iter() {
                    out.push(self.ods_value(it)?);
                }
                ods::Value::List(*s, out)
            }
            Value::Dag(d) => {
                let op = match &d.op {
                    Value::Ext(x) if x.args.is_none() && x.path.as_ident().is_some() => {
                        x.path.as_ident().cloned().expect("checked")
                    }
                    Value::Rec(r, s) if self.ev.records[*r].name.is_some() => {
                        let mut n = self.ev.records[*r].name.clone().expect("checked");
                        n.set_span(*s);
                        n
                    }
                    other => {
                        return err(
                            other.span(),
                            "expected a DAG operator such as `ins` or `outs`",
                        );
                    }
                };
                let mut args = Vec::new();
                for (a, n) in &d.args {
                    let value = match (a, n) {
                        (Value::Unset(_), Some(n)) => ods::Value::Class(ods::ClassRef {
                            path: vec![Ident::new("AnyType", n.dollar)],
                            leading_colon: false,
                            args: None,
                        }),
                        _ => self.ods_value(a)?,
                    };
                    args.push(ods::DagArg {
                        value,
                        name: n.as_ref().map(|n| n.ident.clone()),
                    });
                }
                ods::Value::Dag(ods::Dag {
                    span: d.span,
                    op,
                    args,
                })
            }
            Value::Rec(r, s) => {
                let rec = &self.ev.records[*r];
                if rec.name.is_some()
                    && let Some(k) = rec.kind()
                    && k.class == Builtin::Passthrough("OpBuilder")
                {
                    // A named builder record stands for its `OpBuilder<…>`
                    // (its body was checked where it is defined).
                    if self.builder_record_body(*r).is_err() {
                        return Err(Fail::Silent);
                    }
                    let args = k.args.clone();
                    let mut out = Vec::with_capacity(args.len());
                    for a in &args {
                        out.push(self.ods_value(a)?);
                    }
                    return Ok(class_ref(
                        vec![Ident::new("OpBuilder", *s)],
                        false,
                        Some(out),
                    ));
                }
                match &rec.name {
                    Some(n) => {
                        let mut n = n.clone();
                        n.set_span(*s);
                        class_ref(vec![n], false, None)
                    }
                    None => {
                        if rec.buildable_generic().is_some() {
                            let id = self.hoist(*r, *s)?;
                            return Ok(class_ref(vec![id], false, None));
                        }
                        let Some(k) = rec.kind() else {
                            return err(
                                *s,
                                "this record has no meaning to ODS (it derives from no ODS class)",
                            );
                        };
                        match k.class {
                            b if b.is_constraint() || b.is_native() => {
                                let id = self.hoist(*r, *s)?;
                                class_ref(vec![id], false, None)
                            }
                            // An enum written inline (TOSA's `EnumAttr<Tosa_Dialect,
                            // Tosa_I32Enum<name, description, cases>, mnemonic>`).
                            Builtin::Passthrough(n) if crate::ods::enums::is_enum_class(n) => {
                                let id = self.hoist_enum(*r, *s)?;
                                class_ref(vec![id], false, None)
                            }
                            // A predicate is meaningful to ODS only as an argument
                            // (`PredOpTrait<"summary", CPred<…>>`); the lowering
                            // says so elsewhere, and reports a C++ predicate string
                            // at the string.
                            b => {
                                let args = k.args.clone();
                                let mut out = Vec::new();
                                for a in &args {
                                    out.push(self.ods_value(a)?);
                                }
                                class_ref(vec![Ident::new(b.name(), *s)], false, Some(out))
                            }
                        }
                    }
                }
            }
            Value::Ext(x) => {
                // The predicate lists of the library's type classes
                // (`RankedTensorOf<[…], [HasStaticShapePred,
                // IsValidQuantizedDimension]>`, StableHLO's `Base.td`) take
                // type constraints in drr: a predicate record there becomes
                // a hoisted `TypeConstraint<pred, "">`.
                let type_class = is_lib_type_class(x);
                let args = match &x.args {
                    Some(a) => {
                        let mut out = Vec::new();
                        for v in a {
                            out.push(match v {
                                Value::List(items, s) if type_class => {
                                    let mut list = Vec::with_capacity(items.len());
                                    for it in items.iter() {
                                        list.push(match it {
                                            Value::Rec(r, at) if self.is_pred(*r) => {
                                                let id = self.hoist_pred(it, *at)?;
                                                class_ref(vec![id], false, None)
                                            }
                                            _ => self.ods_value(it)?,
                                        });
                                    }
                                    ods::Value::List(*s, list)
                                }
                                _ => self.ods_value(v)?,
                            });
                        }
                        Some(out)
                    }
                    None => None,
                };
                class_ref(x.path.segments.clone(), x.path.leading_colon, args)
            }
        })
    }

    // ------------------------------------------------------------------
    // Patterns
    // ------------------------------------------------------------------

    fn pattern(&mut self, r: RecId) -> EResult<PatternRecord> {
        let rec = &self.ev.records[r];
        let k = rec.kind().expect("a pattern record").clone();
        let mut kind = if k.class == Builtin::Pat {
            PatternKind::Pat
        } else {
            PatternKind::Pattern
        };
        let mut args = k.args.clone();
        for (n, v) in &rec.lets {
            pattern_let(&mut kind, &mut args, n, v)?;
        }
        // The source and result trees (and a `Pattern`'s result list, the
        // supplemental patterns): their operators are ops, NativeCodeCalls
        // or directives. A pattern or constraint record there would reach
        // rustc as an op and fail in generated code.
        for (i, a) in args.iter().enumerate() {
            if i <= 1 || (i == 3 && matches!(a, Value::List(..))) {
                self.check_operators(a)?;
            }
        }
        let mut body = TokenStream::new();
        for (i, a) in args.iter().enumerate() {
            if i > 0 {
                body.extend([TokenTree::Punct(Punct::new(',', Spacing::Alone))]);
            }
            body.extend(self.tokens(a)?);
        }
        Ok(PatternRecord {
            name: rec.name.clone(),
            kind,
            body,
            span: rec.span,
        })
    }

    /// Rejects a record of the block that is no op or NativeCodeCall (a
    /// pattern, a constraint, a predicate) as the operator of a DAG of
    /// the pattern tree `v` (mlir-tblgen: "Record `C' does not have a
    /// field named `opDialect'!"). Iterative: trees are as deep as the
    /// parser's nesting limit.
    fn check_operators(&self, v: &Value) -> EResult<()> {
        let mut stack = vec![v];
        while let Some(v) = stack.pop() {
            match v {
                Value::List(items, _) => stack.extend(items.iter()),
                Value::Dag(d) => {
                    if let Value::Rec(r, s) = &d.op
                        && let Some(k) = self.ev.records[*r].kind()
                    {
                        let rec = &self.ev.records[*r];
                        let (name, short) = match (&rec.name, &rec.instance_of) {
                            (Some(n), _) => (format!("`{n}`"), n.to_string()),
                            (None, Some((ClassKey::User(c), _, _))) => {
                                let c = &self.ev.classes[*c].name;
                                (format!("this instance of `{c}`"), format!("{c}<…>"))
                            }
                            (None, _) => ("this record".to_string(), "C".to_string()),
                        };
                        let (what, hint) = match k.class {
                            Builtin::Pat | Builtin::Pattern => ("a pattern", String::new()),
                            b if b.is_constraint() => (
                                "a constraint",
                                format!(
                                    ": a constraint applies to an argument (`{short}:$x`) or goes in the additional constraints list (`[({short} $x)]`)"
                                ),
                            ),
                            b if b.is_pred() => (
                                "a predicate",
                                ": wrap it in `Constraint<…>` and apply that to an argument or in the additional constraints list".to_string(),
                            ),
                            _ => ("", String::new()),
                        };
                        if !what.is_empty() {
                            return err(
                                *s,
                                format!(
                                    "{name} is {what} (`{}`), not an op or a NativeCodeCall: it cannot be the operator of a DAG in a pattern{hint}",
                                    k.class.name()
                                ),
                            );
                        }
                    }
                    stack.extend(d.args.iter().map(|(a, _)| a));
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// The tokens of `v` in a pattern.
    pub fn tokens(&mut self, v: &Value) -> EResult<TokenStream> {
        if self.depth > 2 * MAX_NESTING {
            return err(v.span(), "value nested too deeply");
        }
        self.depth += 1;
        let r = self.tokens_inner(v);
        self.depth -= 1;
        r
    }

    fn tokens_inner(&mut self, v: &Value) -> EResult<TokenStream> {
        Ok(match v {
            Value::Unset(s) | Value::BitRef(_, _, s) => {
                return err(*s, "expected a value, found `?` (unset)");
            }
            Value::Bit(b, s) => {
                Ident::new(if *b { "true" } else { "false" }, *s).into_token_stream()
            }
            Value::Int(i, s) => int_tokens(*i, *s),
            Value::Float(_, _, t) => t.clone(),
            Value::Str(t, s) => LitStr::new(t, *s).into_token_stream(),
            Value::Code(c) => code::tokens(c)?,
            Value::List(items, s) => {
                let mut inner = TokenStream::new();
                for (i, it) in items.iter().enumerate() {
                    if i > 0 {
                        inner.extend([comma(*s)]);
                    }
                    inner.extend(self.tokens(it)?);
                }
                group(Delimiter::Bracket, inner, *s)
            }
            Value::Dag(d) => {
                let mut inner = self.tokens(&d.op)?;
                if let Some(n) = &d.op_name {
                    inner.extend(var_tokens(n, true));
                }
                // A NativeCodeCall record ending in DRR's `$N...` range
                // takes the arguments from the range on as one `(variadic
                // …)` argument, as an inline NativeCodeCall takes them
                // (TensorFlow's `ArgumentList $x, $y, $z`).
                // One argument is the range already (a value, a value
                // range or a `(variadic …)`), as before.
                let range = self
                    .range_start(&d.op)
                    .filter(|&f| d.args.len() >= f && d.args.len() != f + 1);
                let fixed = range.unwrap_or(d.args.len());
                for (a, n) in &d.args[..fixed] {
                    inner.extend([comma(d.span)]);
                    inner.extend(self.dag_arg(a, n)?);
                }
                if range.is_some() {
                    let mut rest = Ident::new("variadic", d.span).into_token_stream();
                    for (i, (a, n)) in d.args[fixed..].iter().enumerate() {
                        if i > 0 {
                            rest.extend([comma(d.span)]);
                        }
                        rest.extend(self.dag_arg(a, n)?);
                    }
                    inner.extend([comma(d.span)]);
                    inner.extend(group(Delimiter::Parenthesis, rest, d.span));
                }
                group(Delimiter::Parenthesis, inner, d.span)
            }
            Value::Rec(r, s) => {
                let rec = &self.ev.records[*r];
                if let Some(n) = &rec.name {
                    let mut n = n.clone();
                    n.set_span(*s);
                    return Ok(n.into_token_stream());
                }
                let Some(k) = rec.kind().cloned() else {
                    return err(
                        *s,
                        "this record has no meaning in a pattern (it derives from no DRR class)",
                    );
                };
                let user = matches!(rec.instance_of, Some((ClassKey::User(_), _, _)));
                match k.class {
                    b if b.is_native() && !user => {
                        let mut inner = Ident::new(b.name(), *s).into_token_stream();
                        let mut targs = TokenStream::new();
                        match k.args.first() {
                            Some(Value::Code(c)) => {
                                targs.extend(code::opaque(code::tokens(c)?, c.span))
                            }
                            Some(Value::Str(_, sp)) => {
                                return err(
                                    *sp,
                                    format!(
                                        "a `{}` body is Rust here: write a closure (`|…| …`) or a function path instead of a C++ string",
                                        b.name()
                                    ),
                                );
                            }
                            Some(other) => targs.extend(self.tokens(other)?),
                            None => return err(k.end, format!("`{}` needs a body", b.name())),
                        }
                        for a in k.args.iter().skip(1) {
                            targs.extend([comma(*s)]);
                            targs.extend(self.tokens(a)?);
                        }
                        inner.extend(angle(targs, *s, k.end));
                        inner
                    }
                    Builtin::Constraint if !user => {
                        let Some(p) = k.args.first() else {
                            return err(k.end, "`Constraint` needs a predicate");
                        };
                        let pt = pred::compile(self.ev, p)?;
                        let mut targs = code::opaque(pt, p.span());
                        if let Some(s2) = k.args.get(1) {
                            targs.extend([comma(*s)]);
                            targs.extend(self.tokens(s2)?);
                        }
                        let mut inner = Ident::new("Constraint", *s).into_token_stream();
                        inner.extend(angle(targs, *s, k.end));
                        inner
                    }
                    b if b.is_constraint() || b.is_native() => {
                        self.hoist(*r, *s)?.into_token_stream()
                    }
                    b if b.is_pred() => {
                        return err(
                            *s,
                            "a predicate (`CPred`, `And`, …) cannot be used here: wrap it in `Constraint<…>`",
                        );
                    }
                    Builtin::Pat | Builtin::Pattern => {
                        // Most often `pat!(Pat<…>)`: the macro takes the
                        // template arguments themselves.
                        return err(
                            *s,
                            format!(
                                "a `{}` record cannot be used here: `pat!` / `pattern!` take what goes between `{0}<` and `>` (`pat!((SrcOp $x), (DstOp $x))`), and a `def Name : {0}<…>;` record goes in `patterns!`",
                                k.class.name()
                            ),
                        );
                    }
                    Builtin::Op | Builtin::Dialect => {
                        return err(
                            *s,
                            format!("a `{}` record cannot be used here", k.class.name()),
                        );
                    }
                    b => {
                        let mut targs = TokenStream::new();
                        for (i, a) in k.args.iter().enumerate() {
                            if i > 0 {
                                targs.extend([comma(*s)]);
                            }
                            targs.extend(self.tokens(a)?);
                        }
                        let mut inner = Ident::new(b.name(), *s).into_token_stream();
                        inner.extend(angle(targs, *s, k.end));
                        inner
                    }
                }
            }
            Value::Ext(x) => {
                let mut out = x.path.tokens();
                if let Some(args) = &x.args {
                    // As in `ods!` (see `ods_value`): a predicate in the
                    // predicate list of a library type class
                    // (`ConfinedType<AnyInteger, [BitwidthGreaterThan<32>]>`,
                    // XLS's arith patterns) is a hoisted
                    // `TypeConstraint<pred, "">`; patterns have no item for
                    // a predicate record, named or not.
                    let type_class = is_lib_type_class(x);
                    let mut targs = TokenStream::new();
                    for (i, a) in args.iter().enumerate() {
                        if i > 0 {
                            targs.extend([comma(x.span)]);
                        }
                        match a {
                            Value::List(items, s) if type_class => {
                                let mut list = TokenStream::new();
                                for (j, it) in items.iter().enumerate() {
                                    if j > 0 {
                                        list.extend([comma(*s)]);
                                    }
                                    match it {
                                        Value::Rec(r, at) if self.is_pred(*r) => {
                                            let id = self.hoist_pred(it, *at)?;
                                            list.extend(id.into_token_stream());
                                        }
                                        _ => list.extend(self.tokens(it)?),
                                    }
                                }
                                targs.extend(group(Delimiter::Bracket, list, *s));
                            }
                            _ => targs.extend(self.tokens(a)?),
                        }
                    }
                    out.extend(angle(targs, x.span, x.span));
                }
                out
            }
        })
    }
}

/// True if `x` names a type class of the library (`ConfinedType`,
/// `TensorOf`, …), whose list arguments hold types and predicates.
fn is_lib_type_class(x: &super::value::ExtVal) -> bool {
    x.path.as_ident().is_some()
        && crate::stdlib::lib_class(&x.path.last().to_string())
            .is_some_and(|c| c.kind == crate::stdlib::Kind::Type)
}

impl Render<'_, '_> {
    /// The tokens of a DAG argument and its name.
    fn dag_arg(&mut self, a: &Value, n: &Option<super::ast::VarName>) -> EResult<TokenStream> {
        Ok(match (a, n) {
            (Value::Unset(_), Some(n)) => var_tokens(n, false),
            (a, n) => {
                let mut out = self.tokens(a)?;
                if let Some(n) = n {
                    out.extend(var_tokens(n, true));
                }
                out
            }
        })
    }

    /// If `op` is a NativeCodeCall record of the block (a `def` or a class
    /// instance) whose closure's last parameter is a slice of values
    /// (`rest: &[Value]`, DRR's `$N...`), the number of DAG arguments
    /// before the range. (`(variadic …)` gathers values only: a range of
    /// other elements is left to the arity check.)
    fn range_start(&self, op: &Value) -> Option<usize> {
        let Value::Rec(r, _) = op else {
            return None;
        };
        let rec = &self.ev.records[*r];
        let k = rec.kind()?;
        // An inline `NativeCodeCall<…>` gathers its range itself.
        let user = matches!(rec.instance_of, Some((ClassKey::User(_), _, _)));
        if !k.class.is_native() || (rec.name.is_none() && !user) {
            return None;
        }
        let Value::Code(c) = k.args.first()? else {
            return None;
        };
        if c.kind != CodeKind::Closure {
            return None;
        }
        let closure = code::closure(c).ok()?;
        let kinds = crate::native::param_kinds(&closure.inputs);
        let values = matches!(kinds.last(), Some(crate::native::ParamKind::Rest(e))
            if matches!(&**e, syn::Type::Path(p) if p.path.segments.last().is_some_and(|s| s.ident == "Value")));
        values.then(|| {
            kinds
                .iter()
                .filter(|k| matches!(k, crate::native::ParamKind::Arg))
                .count()
        })
    }
}

fn class_ref(path: Vec<Ident>, leading_colon: bool, args: Option<Vec<ods::Value>>) -> ods::Value {
    ods::Value::Class(ods::ClassRef {
        path,
        leading_colon,
        args,
    })
}

/// A compiled predicate as an ODS value: a closure or a path.
fn pred_value(tokens: TokenStream, span: Span) -> EResult<ods::Value> {
    if let Ok(c) = syn::parse2::<syn::ExprClosure>(tokens.clone()) {
        return Ok(ods::Value::Closure(c));
    }
    // A plain path to a fn. A path with generic arguments
    // (`constraint_predicate::<I32, _>`, for `Type<I32.predicate, …>`) is
    // wrapped in a closure below: the path form keeps only identifiers.
    if let Ok(p) = syn::parse2::<syn::Path>(tokens.clone())
        && p.segments.iter().all(|s| s.arguments.is_none())
    {
        return Ok(ods::Value::Class(ods::ClassRef {
            path: p.segments.iter().map(|s| s.ident.clone()).collect(),
            leading_colon: p.leading_colon.is_some(),
            args: None,
        }));
    }
    // A block computing the predicate: wrap it in a closure.
    let c: syn::ExprClosure = syn::parse2(quote!(|__drr_c, __drr_v| (#tokens)(__drr_c, __drr_v)))
        .map_err(|e| Fail::Err(syn::Error::new(span, e)))?;
    Ok(ods::Value::Closure(c))
}

fn int_tokens(i: i128, s: Span) -> TokenStream {
    let mut lit = proc_macro2::Literal::u128_unsuffixed(i.unsigned_abs());
    lit.set_span(s);
    let mut out = TokenStream::new();
    if i < 0 {
        let mut m = Punct::new('-', Spacing::Alone);
        m.set_span(s);
        out.extend([TokenTree::Punct(m)]);
    }
    out.extend([TokenTree::Literal(lit)]);
    out
}

fn comma(s: Span) -> TokenTree {
    let mut p = Punct::new(',', Spacing::Alone);
    p.set_span(s);
    TokenTree::Punct(p)
}

fn group(d: Delimiter, inner: TokenStream, s: Span) -> TokenStream {
    let mut g = Group::new(d, inner);
    g.set_span(s);
    TokenTree::Group(g).into()
}

fn angle(inner: TokenStream, open: Span, close: Span) -> TokenStream {
    let mut lt = Punct::new('<', Spacing::Alone);
    lt.set_span(open);
    let mut gt = Punct::new('>', Spacing::Alone);
    gt.set_span(close);
    let mut out: TokenStream = TokenTree::Punct(lt).into();
    out.extend(inner);
    out.extend([TokenTree::Punct(gt)]);
    out
}

/// `$name` (with a leading `:` when `colon`).
fn var_tokens(n: &super::ast::VarName, colon: bool) -> TokenStream {
    let mut out = TokenStream::new();
    if colon {
        let mut c = Punct::new(':', Spacing::Alone);
        c.set_span(n.dollar);
        out.extend([TokenTree::Punct(c)]);
    }
    let mut d = Punct::new('$', Spacing::Alone);
    d.set_span(n.dollar);
    out.extend([TokenTree::Punct(d), TokenTree::Ident(n.ident.clone())]);
    out
}

/// Marks the generated items of hoisted instances (named `__drr_…`)
/// `#[doc(hidden)]`: only generated code uses them.
pub fn hide_hoisted(ts: TokenStream) -> TokenStream {
    let Ok(mut file) = syn::parse2::<syn::File>(ts.clone()) else {
        return ts;
    };
    let hidden: syn::Attribute = syn::parse_quote!(#[doc(hidden)]);
    for item in &mut file.items {
        let (ident, attrs) = match item {
            syn::Item::Struct(s) => (&s.ident, &mut s.attrs),
            syn::Item::Mod(m) => (&m.ident, &mut m.attrs),
            syn::Item::Enum(e) => (&e.ident, &mut e.attrs),
            _ => continue,
        };
        if ident.to_string().starts_with("__drr_") {
            attrs.push(hidden.clone());
        }
    }
    file.into_token_stream()
}
