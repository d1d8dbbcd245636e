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

mod hoist;
mod ods_value;
mod pattern;
mod tokens;

pub use hoist::hide_hoisted;

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
            // The `Dialect` record of another block that the ops of a block
            // with a `dialect NAME …;` statement name, fetched to be checked
            // (see `op_dialect_record`): a name too.
            let fetched_for_statement = k.class == Builtin::Dialect
                && self.statement_dialect().is_some()
                && rec
                    .name
                    .as_ref()
                    .is_some_and(|n| self.ev.fetched.contains(&n.to_string()));
            if k.class == Builtin::Dialect
                && (fetched_for_statement || dialect_of_ops.is_some_and(|d| d != r))
            {
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
        /// too: `0` keeps the ops' attributes in their dictionary).
        /// (The `bit` fields, [`BITS`], are ignored too.)
        const IGNORED: &[&str] = &[
            "name",
            "summary",
            "description",
            "dependentDialects",
            "extraClassDeclaration",
            "discardableAttrs",
            "emitAccessorPrefix",
            "useFoldAPI",
        ];
        // ODS's `Dialect` types them `string`/`code` or `bit`: any other
        // value (an undefined name above all: mlir-tblgen's "Variable not
        // defined") is mlir-tblgen's error too, though nothing reads it.
        // The older fields (`emitAccessorPrefix`, `useFoldAPI`) took
        // defvars of older MLIR's OpBase.td, so their values stay unread.
        const STRINGS: &[&str] = &["summary", "description", "cppNamespace"];
        /// The `bit` fields the lowering reads: whether the dialect's types
        /// and attributes are read by mlir-tblgen's generated parsers.
        const READ_BITS: &[&str] = &[
            "useDefaultTypePrinterParser",
            "useDefaultAttributePrinterParser",
        ];
        /// The other `bit` fields, ignored.
        const BITS: &[&str] = &[
            "isExtensible",
            "hasOperationAttrVerify",
            "hasRegionArgAttrVerify",
            "hasRegionResultAttrVerify",
            "hasOperationInterfaceFallback",
            "hasNonDefaultDestructor",
            "hasCanonicalizer",
        ];
        for (n, v) in &rec.lets {
            let n = n.to_string();
            let (what, fits): (&str, fn(&Value) -> bool) = if STRINGS.contains(&n.as_str()) {
                ("a string", |v| matches!(v, Value::Str(..) | Value::Code(_)))
            } else if BITS.contains(&n.as_str()) || READ_BITS.contains(&n.as_str()) {
                ("`0` or `1`", |v| {
                    matches!(v, Value::Bit(..) | Value::Int(0 | 1, _))
                })
            } else {
                continue;
            };
            let later = match v {
                Value::Unset(_) => true,
                // `Other.summary` of a block fetched later.
                Value::Ext(x) => x.path.segments.len() > 1 || x.args.is_some(),
                _ => false,
            };
            if !later && !fits(v) {
                let hint = if matches!(v, Value::Ext(_)) {
                    " (this name is not defined here: mlir-tblgen's \"Variable not defined\")"
                } else {
                    ""
                };
                return err(v.span(), format!("`{n}` must be {what}{hint}"));
            }
        }
        let mut fields = Vec::new();
        for (n, v) in &rec.lets {
            if IGNORED.iter().chain(BITS).any(|i| n == i) {
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

    /// The namespace of the block's `dialect NAME …;` statement (`dialect
    /// foo as FooMore;` too), if it has one.
    fn statement_dialect(&self) -> Option<String> {
        self.ev.dialects.first().map(|(n, _)| n.to_string())
    }

    /// Checks the `Dialect` record an op of a block with a `dialect NAME
    /// …;` statement names (`Op<Foo_Dialect, "m">`, often through a class
    /// of another block): it must be the dialect `NAME`, as the op is
    /// added to it (mlir-tblgen would put the op in the record's dialect).
    /// A record the block does not know is fetched from its block when the
    /// block has an `include` line (`Ok(false)`: the block expands again
    /// with it), and is an error otherwise (mlir-tblgen's "Variable not
    /// defined"). `Ok(true)`: the record is the block's dialect.
    fn op_dialect_record(&mut self, first: &Value) -> EResult<bool> {
        let ns = self.statement_dialect().unwrap_or_default();
        match first {
            Value::Rec(d, at) => {
                let rec = &self.ev.records[*d];
                let rec_name = rec
                    .name
                    .as_ref()
                    .map_or_else(String::new, |n| n.to_string());
                match rec.let_value("name") {
                    Some(Value::Str(name, _)) if **name != *ns => err(
                        *at,
                        format!(
                            "`{rec_name}` is the dialect `{name}`, but this block adds its ops to the dialect `{ns}` (its `dialect {ns} …;` statement): an op of `{name}` goes in a block of that dialect"
                        ),
                    ),
                    _ => Ok(true),
                }
            }
            Value::Ext(x) if x.args.is_none() => {
                if self.includes
                    && let Some(id) = x.path.as_ident()
                {
                    if self.fetch_dialect.is_none() {
                        self.fetch_dialect = Some(id.clone());
                    }
                    return Ok(false);
                }
                err(
                    x.span,
                    format!(
                        "the dialect record `{0}` is not defined in this `ods!` block: the block's ops are added to the dialect `{ns}` (its `dialect {ns} …;` statement), so write `Op<\"mnemonic\", …>`; or, if another block defines `{0}`, give this block an `include \"…\";` line with a `use` of that block's module, and the record is checked to be the dialect `{ns}`",
                        x.path.display()
                    ),
                )
            }
            _ => Ok(true),
        }
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
            if let Some(first) = args.first()
                && self.statement_dialect().is_some()
            {
                match self.op_dialect_record(first) {
                    Ok(true) => {}
                    Ok(false) => return Ok(None),
                    Err(f) => return Err(f),
                }
            } else if let Some(Value::Ext(x)) = args.first()
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
                        // ODS's constraint classes default the summary
                        // to "" (`Type<Pred condition, string descr = "">`),
                        // which `Constraint::getSummary` returns as is: a
                        // record without one says `must be , but got …`
                        // (and is "" inside an `AnyTypeOf` summary), not
                        // its name.
                        None => {
                            let text = display.unwrap_or_default();
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
}

/// True if `x` names a type class of the library (`ConfinedType`,
/// `TensorOf`, …), whose list arguments hold types and predicates.
fn is_lib_type_class(x: &super::value::ExtVal) -> bool {
    x.path.as_ident().is_some()
        && crate::stdlib::lib_class(&x.path.last().to_string())
            .is_some_and(|c| c.kind == crate::stdlib::Kind::Type)
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
